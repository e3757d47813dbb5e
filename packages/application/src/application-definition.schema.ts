import { z } from 'zod';
import { ZBlockId, ZKeyPrefix, ZFormNode } from './block.schema';
import { PAGES, type PageId } from './pages';

export const ZPageId = z.enum(PAGES.map((page) => page.id) as [PageId, ...PageId[]]);
/** A titled part of a page; a prefix says that every key inside takes the form prefix_field. */
export const ZSection = z.strictObject({
  id: ZBlockId,
  title: z.string().min(1),
  description: z.string().min(1).optional(),
  prefix: ZKeyPrefix.optional(),
  children: z.array(ZFormNode).min(1),
});
export type Section = z.infer<typeof ZSection>;
/** One form page; its route and step title are in PAGES. */
export const ZPageDefinition = z.strictObject({
  id: ZPageId,
  sections: z.array(ZSection).min(1),
});
export type PageDefinition = z.infer<typeof ZPageDefinition>;
/** The whole application: the three pages, in step order. */
export const ZApplicationDefinition = z.strictObject({
  pages: z.array(ZPageDefinition).min(1),
});
export type ApplicationDefinition = z.infer<typeof ZApplicationDefinition>;
