/** Public API of the theme feature: the dark-theme switch the header shows. */
export { ThemeToggle } from './theme-toggle';
