/** Sentences built from pile names ("house 3") start with a capital letter. */
export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
