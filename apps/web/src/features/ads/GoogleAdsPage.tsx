import { GoogleAdListPage } from './components/GoogleAdListPage.tsx';

/** /campaigns/google-ads: the Google ad slot list. */
export default function GoogleAdsPage() {
  return <GoogleAdListPage />;
}
