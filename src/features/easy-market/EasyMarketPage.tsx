import { useCallback, useMemo, useState } from 'react';
import { useInvalidate, useList, useTranslate, type HttpError } from '@refinedev/core';
import { Col, Row, Typography } from 'antd';
import { CategoryModal } from './CategoryModal';
import { findCategory } from './emValues';
import { MainCategoryGrid } from './MainCategoryGrid';
import { ProductModal } from './ProductModal';
import { ProductsPanel } from './ProductsPanel';
import { SubCategoriesPanel } from './SubCategoriesPanel';
import { useEmDeletes } from './useEmDeletes';
import { useEmForms } from './useEmForms';
import { useProductFlags } from './useProductFlags';
import type { EmCategory, EmMainCategory, EmProduct, EmSubCategory } from './types';

/** The Easy Market editor (SPEC §2 /EasyMarket/manage): main categories → sub-categories → categories → products. */
export default function EasyMarketPage() {
  const t = useTranslate();
  const invalidate = useInvalidate();

  // The tree ------------------------------------------------------------------------------------
  const { result: treeResult, query: treeQuery } = useList<EmMainCategory, HttpError>({
    resource: 'emTree',
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const tree = treeResult.data;
  const [mainId, setMainId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const main = tree.find((m) => m._id === mainId) ?? tree[0];
  const category = findCategory(tree, categoryId);
  const refreshTree = useCallback(() => void invalidate({ resource: 'emTree', invalidates: ['list'] }), [invalidate]);

  // Products of the chosen category ---------------------------------------------------------------
  const { result: productResult, query: productQuery } = useList<EmProduct, HttpError>({
    resource: 'emProducts',
    meta: { categoryId: category?._id },
    pagination: { mode: 'off' },
    queryOptions: { enabled: !!category },
    errorNotification: false,
  });
  const listed = useMemo(() => (category ? productResult.data : []), [category, productResult.data]);
  const { products, saving: savingFlags, onToggle, forget } = useProductFlags(listed);

  const { target, categoryForms, productForms, add, edit } = useEmForms(refreshTree, forget);
  const { deleteMain, deleteSub, deleteCategory, deleteProduct } = useEmDeletes(
    useCallback(
      (id: string) => {
        setCategoryId((current) => (current === id ? null : current));
        refreshTree();
      },
      [refreshTree],
    ),
  );

  // Stable handlers so the memoised panels only redraw when their data changes.
  const handlers = useMemo(
    () => ({
      selectMain: (m: EmMainCategory) => {
        setMainId(m._id);
        // Products shown belong to the chosen main category, or none are shown.
        setCategoryId((id) => (m.subCategories.some((s) => s.categories.some((c) => c._id === id)) ? id : null));
      },
      addMain: () => add({ level: 'main' }),
      editMain: (m: EmMainCategory) => edit('main', m),
      addSub: (m: EmMainCategory) => add({ level: 'sub', parentId: m._id, parentName: m.name }),
      editSub: (s: EmSubCategory) => edit('sub', s),
      addCategory: (s: EmSubCategory) => add({ level: 'cat', parentId: s._id, parentName: s.name }),
      editCategory: (c: EmCategory, s: EmSubCategory) => edit('cat', c, s.name),
      selectCategory: (c: EmCategory) => {
        setCategoryId(c._id);
        // On a phone the products are below the tree: bring them into view.
        if (window.matchMedia?.('(max-width: 991px)').matches) {
          requestAnimationFrame(() => document.getElementById('em-products')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
        }
      },
    }),
    [add, edit],
  );

  const treeError = treeQuery.error ? t('easyMarket.main.loadFailed') : undefined;
  const retryTree = useCallback(() => void treeQuery.refetch(), [treeQuery]);
  const retryProducts = useCallback(() => void productQuery.refetch(), [productQuery]);

  return (
    <section>
      <header style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('easyMarket.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('easyMarket.subtitle')}</Typography.Text>
      </header>

      <MainCategoryGrid
        mains={tree}
        selectedId={main?._id}
        isLoading={treeQuery.isLoading}
        error={treeError}
        onRetry={retryTree}
        onSelect={handlers.selectMain}
        onAdd={handlers.addMain}
        onEdit={handlers.editMain}
        onDelete={deleteMain}
      />

      <Row gutter={[16, 24]}>
        <Col xs={24} lg={10} xl={9}>
          <SubCategoriesPanel
            main={main}
            selectedCategoryId={category?._id}
            isLoading={treeQuery.isLoading}
            error={treeError}
            onRetry={retryTree}
            onAddSub={handlers.addSub}
            onEditSub={handlers.editSub}
            onDeleteSub={deleteSub}
            onAddCategory={handlers.addCategory}
            onSelectCategory={handlers.selectCategory}
            onEditCategory={handlers.editCategory}
            onDeleteCategory={deleteCategory}
          />
        </Col>
        <Col xs={24} lg={14} xl={15} id="em-products" style={{ scrollMarginTop: 72 }}>
          <ProductsPanel
            key={category?._id ?? 'none'}
            category={category}
            products={products}
            isLoading={!!category && productQuery.isLoading}
            error={productQuery.error ? t('easyMarket.products.loadFailed') : undefined}
            onRetry={retryProducts}
            onAdd={productForms.showCreate}
            saving={savingFlags}
            onToggle={onToggle}
            onEdit={productForms.showEdit}
            onDelete={deleteProduct}
          />
        </Col>
      </Row>

      <CategoryModal mode="add" level={target.level} parentName={target.parentName} {...categoryForms.create} />
      <CategoryModal mode="edit" level={target.level} parentName={target.parentName} {...categoryForms.edit} />
      <ProductModal
        mode="add"
        categoryId={category?._id}
        categoryName={category?.name}
        brands={category?.marque}
        {...productForms.create}
      />
      <ProductModal mode="edit" categoryName={category?.name} brands={category?.marque} {...productForms.edit} />
    </section>
  );
}
