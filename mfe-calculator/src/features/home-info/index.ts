/** Public API of the home-info feature: the recent searches, About and FAQ of the home page. */
export { AboutInfo } from './components/about-info';
export { Faq } from './components/faq';
export { RecentSearchesSlot } from './components/recent-searches-slot';
