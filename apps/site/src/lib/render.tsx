import type { FastifyReply } from 'fastify';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type Frame, Layout, type PageMeta } from '../pages/layout.tsx';

export interface SendPageOptions {
  status?: number;
  /** The page's Cache-Control; previews and error pages send `private, no-store`. */
  cacheControl: string;
  noindexHeader?: boolean;
}

/** Renders a page into its layout and sends it as HTML (ETag and compression come from plugins). */
export function sendPage(
  reply: FastifyReply,
  frame: Frame,
  meta: PageMeta,
  body: ReactNode,
  options: SendPageOptions,
): FastifyReply {
  const html = `<!doctype html>${renderToStaticMarkup(
    <Layout frame={frame} meta={meta}>
      {body}
    </Layout>,
  )}`;
  reply
    .status(options.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', options.cacheControl);
  if (options.noindexHeader) reply.header('x-robots-tag', 'noindex');
  return reply.send(html);
}
