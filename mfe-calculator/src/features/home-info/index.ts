/** Public API of the home-info feature: the About and FAQ sections of the home page. */
export { AboutInfo } from './components/about-info';
export { Faq } from './components/faq';
