import '@mantine/tiptap/styles.css';
import { Group, Loader, Text } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import { EDITOR_FONT_SIZE_PX, EDITOR_HEIGHT, MEDIA_UI, RICH_TEXT, RICH_TEXT_LABELS } from '@newsroom/shared';
import { IconLibraryPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type CSSProperties, type JSX, useEffect, useMemo, useRef, useState } from 'react';
import { MediaPicker } from '../../../components/media/MediaPicker.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api.ts';
import { showError } from '../../../lib/messages.ts';
import classes from './ContentEditor.module.css';
import { cleanPastedHtml } from './clean-pasted-html.ts';
import { uploadContentImage } from './upload-image.ts';

export interface ContentEditorProps {
  /** HTML of the article body. */
  value: string;
  onChange: (html: string) => void;
  /** Marks the field invalid (red border) when the save was refused for an empty body. */
  invalid?: boolean;
  /** Accessible name of the editable area, e.g. 'Tartalom'. */
  label: string;
  /** Disables editing (e.g. while saving). */
  disabled?: boolean;
}

/** An image that is not (yet) a stored upload: still uploading, failed, or a data:/blob: URL. */
const isUnsaved = (src: string, uploading: boolean, failed: boolean) =>
  uploading || failed || /^(data|blob):/i.test(src);

/**
 * The body HTML to hand to the form: '' for an empty editor, and never an image that is not a
 * stored upload, so the saved article cannot hold a data: URL.
 */
function savableHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  const html = editor.getHTML();
  if (!html.includes('<img')) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const img of Array.from(doc.body.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ?? '';
    if (isUnsaved(src, img.hasAttribute('data-uploading'), img.hasAttribute('data-upload-error')))
      img.remove();
  }
  return doc.body.innerHTML;
}

/** Removes images whose upload failed (and any data: image left behind) instead of showing them. */
function dropFailedImages(editor: Editor): void {
  if (editor.isDestroyed) return;
  const ranges: { from: number; to: number }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name !== 'image') return true;
    const { src, uploading, uploadError } = node.attrs as {
      src?: string;
      uploading?: boolean;
      uploadError?: boolean;
    };
    if (!uploading && isUnsaved(src ?? '', false, Boolean(uploadError))) {
      ranges.push({ from: pos, to: pos + node.nodeSize });
    }
    return false;
  });
  if (ranges.length === 0) return;
  const tr = editor.state.tr;
  for (const { from, to } of ranges.reverse()) tr.delete(from, to);
  editor.view.dispatch(tr.setMeta('addToHistory', false));
}

const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);

/**
 * The rich-text body of an article (docs/product.md, "Editor"): Tiptap through Mantine's
 * RichTextEditor, 500 px high with 18 px text. Pasted Word and Google Docs HTML is cleaned; images
 * chosen, pasted or dropped are uploaded and enter the HTML only with their uploaded URL.
 */
export function ContentEditor({
  value,
  onChange,
  invalid = false,
  label,
  disabled = false,
}: ContentEditorProps): JSX.Element {
  const [uploadCount, setUploadCount] = useState(0);
  const [picking, setPicking] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editorRef = useRef<Editor | null>(null);
  /** The HTML last handed to onChange (or set from `value`), to tell an echo from an outside change. */
  const lastEmitted = useRef(value);

  const extensions = useMemo(
    () => [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, code: false, codeBlock: false }),
      Link,
      Placeholder.configure({ placeholder: RICH_TEXT.placeholder }),
      getUploadImageExtension(Image, {
        onImageUpload: async (file: File) => {
          setUploadCount((n) => n + 1);
          try {
            return await uploadContentImage(file);
          } finally {
            setUploadCount((n) => n - 1);
          }
        },
        onImageUploadError: (_file: File, error: unknown) => {
          showError(errorMessage(error));
          // The extension marks the image as failed right after this call; take it out then.
          setTimeout(() => {
            if (editorRef.current) dropFailedImages(editorRef.current);
          }, 0);
        },
      }),
    ],
    [],
  );

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
    }),
    [label, invalid],
  );

  const editor = useEditor({
    extensions,
    content: value,
    editorProps,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = savableHtml(current);
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });
  editorRef.current = editor;

  // An outside change (an article loaded, a copy restored) replaces the content; the echo of our
  // own onChange does not, so typing keeps its cursor.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    if (value === savableHtml(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const sizes = {
    '--content-editor-height': `${EDITOR_HEIGHT}px`,
    '--content-editor-font-size': `${EDITOR_FONT_SIZE_PX}px`,
  } as CSSProperties;

  return (
    <RichTextEditor
      editor={editor}
      labels={RICH_TEXT_LABELS}
      classNames={{ root: classes.root, content: classes.content }}
      style={sizes}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <RichTextEditor.Toolbar aria-label={RICH_TEXT.toolbar} role="toolbar">
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 disabled={disabled} />
          <RichTextEditor.H3 disabled={disabled} />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold disabled={disabled} />
          <RichTextEditor.Italic disabled={disabled} />
          <RichTextEditor.Underline disabled={disabled} />
          <RichTextEditor.Strikethrough disabled={disabled} />
          <RichTextEditor.ClearFormatting disabled={disabled} />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList disabled={disabled} />
          <RichTextEditor.OrderedList disabled={disabled} />
          <RichTextEditor.Blockquote disabled={disabled} />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link disabled={disabled} />
          <RichTextEditor.Unlink disabled={disabled} />
          <RichTextEditor.ImageUpload disabled={disabled} accept="image/*" />
          <RichTextEditor.Control
            aria-label={MEDIA_UI.insertFromLibrary}
            title={MEDIA_UI.insertFromLibrary}
            disabled={disabled}
            onClick={() => setPicking(true)}
          >
            <IconLibraryPhoto size={16} stroke={1.5} aria-hidden />
          </RichTextEditor.Control>
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo disabled={disabled} />
          <RichTextEditor.Redo disabled={disabled} />
        </RichTextEditor.ControlsGroup>
        {uploadCount > 0 && (
          <Group gap={6} role="status" aria-live="polite">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {RICH_TEXT.uploading}
            </Text>
          </Group>
        )}
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
      {/* A library image enters the text with its alt text (docs/product.md, "Médiatár"). */}
      <MediaPicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(item) => editor?.chain().focus().setImage({ src: item.url, alt: item.alt }).run()}
      />
    </RichTextEditor>
  );
}
