import { Select, TextInput } from '@mantine/core';
import {
  ADS_SERVER_MESSAGES,
  ADS_UI,
  BANNER_SCREENS,
  type BannerInput,
  type BannerItem,
  type BannerKind,
  DEFAULT_CAMPAIGN_SIDE,
  sidesOf,
} from '@newsroom/shared';
import { useEffect, useState } from 'react';
import type { ImageFile } from '../../../lib/image-file.ts';
import { showError, showInfo } from '../../../lib/messages.ts';
import { useAdItem } from '../api/get-ad.ts';
import { useSaveAd } from '../api/save-ad.ts';
import { AdDialog } from './AdDialog.tsx';
import { ImagePicker } from './ImagePicker.tsx';

/** The side choices of a kind: a banner's placements show their code beside the label. */
export function sideOptions(kind: BannerKind) {
  return sidesOf(kind).map((s) => ({
    value: s.code,
    label: kind === 'banner' && s.code ? `${s.label} (${s.code})` : s.label,
  }));
}

interface BannerDialogProps {
  kind: BannerKind;
  /** null for a new item. */
  id: number | null;
  onClose: () => void;
}

/** The campaign or banner dialog (SPEC.md points 3 and 5): title, link, side and image. */
export function BannerDialog({ kind, id, onClose }: BannerDialogProps) {
  const screen = BANNER_SCREENS[kind];
  const item = useAdItem<BannerItem>(kind === 'campaign' ? 'campaigns' : 'banners', id);
  const save = useSaveAd<BannerInput, BannerItem>(kind === 'campaign' ? 'campaigns' : 'banners', onClose);

  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [side, setSide] = useState(kind === 'campaign' ? DEFAULT_CAMPAIGN_SIDE : '');
  const [image, setImage] = useState<ImageFile | null>(null);
  const [stored, setStored] = useState<{ url: string; width: number; height: number } | null>(null);
  const [invalid, setInvalid] = useState<{ title?: boolean; image?: boolean }>({});

  const loaded = item.data;
  useEffect(() => {
    if (!loaded) return;
    setTitle(loaded.title);
    setUrl(loaded.url);
    setSide(loaded.side);
    setStored(
      loaded.banner_url ? { url: loaded.banner_url, width: loaded.width, height: loaded.height } : null,
    );
  }, [loaded]);

  function submit() {
    if (!title.trim()) {
      setInvalid({ title: true });
      showError(ADS_UI.invalid);
      return;
    }
    // A new item needs an image; an existing one must not have lost its image.
    if (!image && !stored) {
      setInvalid({ image: true });
      showError(ADS_SERVER_MESSAGES.noImage[kind]);
      return;
    }
    setInvalid({});
    showInfo(image ? screen.uploading : screen.saving);
    const input: BannerInput = {
      title: title.trim(),
      url: url.trim(),
      side: kind === 'campaign' && !side ? DEFAULT_CAMPAIGN_SIDE : side,
      image,
      ...(loaded ? { last_update: loaded.last_update } : {}),
    };
    save.mutate({ id, input });
  }

  return (
    <AdDialog
      title={id === null ? screen.newTitle : screen.editTitle}
      loading={id !== null && item.isPending}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <TextInput
        label={ADS_UI.title}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={invalid.title}
        required
        data-autofocus
      />
      <TextInput
        label={ADS_UI.url}
        placeholder={ADS_UI.urlPlaceholder}
        type="url"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
      />
      <Select
        label={screen.sideLabel}
        data={sideOptions(kind)}
        value={side}
        onChange={(value) => setSide(value ?? '')}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <ImagePicker
        label={screen.imageLabel}
        image={image}
        stored={stored}
        error={invalid.image ? ADS_SERVER_MESSAGES.noImage[kind] : undefined}
        disabled={save.isPending}
        onChoose={(chosen) => {
          setImage(chosen);
          setInvalid({});
        }}
        onRemove={() => {
          setImage(null);
          setStored(null);
        }}
      />
    </AdDialog>
  );
}
