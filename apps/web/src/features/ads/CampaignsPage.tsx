import { BannerListPage } from './components/BannerListPage.tsx';

/** /campaigns: the campaign list. */
export default function CampaignsPage() {
  return <BannerListPage kind="campaign" />;
}
