/** The address of src/scripts/offline-use.ts as built (scripts/offline.mjs's Vite plugin). */
declare module 'virtual:offline-use' {
  const url: string;
  export default url;
}
