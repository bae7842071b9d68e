/** The footer's controls for how the site looks (src/components/LookChoice.astro); read at build time only. */
export const en = {
  /** The controls as a group, as a screen reader names it. */
  group: 'How the site looks',
  theme: 'Theme',
  themes: { auto: 'Same as this device', light: 'Light', dark: 'Dark' },
  face: 'Card corners',
  faces: { normal: 'Normal', large: 'Large, easier to read' },
};
