import { Button, Tabs, Text } from '@mantine/core';
import { can, READ_ONLY_REASONS, CATEGORIES_UI as S } from '@newsroom/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ReadOnlyNotice } from '../../components/ReadOnlyNotice.tsx';
import { useSession } from '../../lib/session.ts';
import { useCategories } from './api/categories.ts';
import classes from './Categories.module.css';
import { CategoryList } from './components/CategoryList.tsx';
import { PostTypeList } from './components/PostTypeList.tsx';
import { TaxonomyDialog } from './components/TaxonomyDialog.tsx';
import { useTaxonomyActions } from './use-taxonomy-actions.ts';

/**
 * /categories ('Rovatok', docs/product.md): the categories in the site's menu order with their
 * subcategories, old paths and article counts, and the post types on their own tab. With
 * taxonomy.manage: create, rename, change a path, reorder, deactivate and reactivate, delete an
 * unused one. Everyone else reads them, with the one line saying why.
 */
export default function CategoriesPage() {
  const { user } = useSession();
  const canManage = can(user, 'manageTaxonomy');
  const overview = useCategories();
  const actions = useTaxonomyActions();
  const manage = canManage ? actions : null;
  const [tab, setTab] = useState<string | null>('categories');

  const addButton = (label: string, onClick: () => void) =>
    canManage && (
      <div className={classes.toolbar}>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick}>
          {label}
        </Button>
      </div>
    );

  return (
    <>
      <PageHeader title={S.title} />
      <Text c="dimmed" size="sm" maw={760} mt={-8} mb="md">
        {S.lead}
      </Text>
      <ReadOnlyNotice reason={canManage ? null : READ_ONLY_REASONS.manageTaxonomy} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="categories">{S.tabCategories}</Tabs.Tab>
          <Tabs.Tab value="types">{S.tabPostTypes}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="categories">
          {addButton(S.addCategory, () => actions.openDialog({ kind: 'category', item: null }))}
          {overview.data ? (
            <CategoryList categories={overview.data.categories} manage={manage} />
          ) : overview.isError ? (
            <Text c="red">{S.loadFailed}</Text>
          ) : (
            <PageLoader />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="types">
          {addButton(S.addPostType, () => actions.openDialog({ kind: 'postType', item: null }))}
          {overview.data ? (
            <PostTypeList postTypes={overview.data.post_types} manage={manage} />
          ) : overview.isError ? (
            <Text c="red">{S.loadFailed}</Text>
          ) : (
            <PageLoader />
          )}
        </Tabs.Panel>
      </Tabs>
      {actions.dialog && <TaxonomyDialog target={actions.dialog} onClose={actions.closeDialog} />}
      <ConfirmDialog
        opened={actions.deleting !== null}
        message={actions.deleting ? S.confirmDelete(actions.deleting.name) : ''}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
        title={S.deleteTitle}
        confirmLabel={S.delete}
        cancelLabel={S.cancel}
        loading={actions.deletePending}
      />
    </>
  );
}
