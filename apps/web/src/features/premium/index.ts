export { PremiumPage } from './components/premium-page';
