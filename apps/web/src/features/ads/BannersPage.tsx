import { BannerListPage } from './components/BannerListPage.tsx';

/** /campaigns/banners: the banner list. */
export default function BannersPage() {
  return <BannerListPage kind="banner" />;
}
