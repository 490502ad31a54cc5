import {
  type BannerInput,
  type BannerItem,
  bannerListReplySchema,
  bannerReplySchema,
  type GoogleAd,
  type GoogleAdInput,
  googleAdListReplySchema,
  googleAdReplySchema,
  type ListReply,
  type OkReply,
  type ReplySchema,
} from '@newsroom/shared';

/** The items of the three advertising resources (campaigns, banners, Google ad slots), by their API path segment. */
interface AdItems {
  campaigns: BannerItem;
  banners: BannerItem;
  ga: GoogleAd;
}

export type AdResource = keyof AdItems;

/** An item of a resource: a campaign or banner (BannerItem), or a Google ad slot (GoogleAd). */
export type AdItem<R extends AdResource> = AdItems[R];

/** What a resource's add and update take. */
export type AdInput<R extends AdResource> = R extends 'ga' ? GoogleAdInput : BannerInput;

/** The reply schemas of each resource's list and item (packages/shared). */
export const AD_REPLIES: {
  [R in AdResource]: { list: ReplySchema<ListReply<AdItems[R]>>; item: ReplySchema<OkReply<AdItems[R]>> };
} = {
  campaigns: { list: bannerListReplySchema, item: bannerReplySchema },
  banners: { list: bannerListReplySchema, item: bannerReplySchema },
  ga: { list: googleAdListReplySchema, item: googleAdReplySchema },
};

/** Every list and item of a resource shares this root, so a write can invalidate them all at once. */
export const adKey = (resource: AdResource) => ['ads', resource] as const;
