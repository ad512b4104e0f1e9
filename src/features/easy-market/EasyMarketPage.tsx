import { useCallback, useMemo, useState } from 'react';
import { useInvalidate, useList, useTranslate, type HttpError } from '@refinedev/core';
import { Col, Row, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { CategoryModal } from './CategoryModal';
import { CategoryProducts } from './CategoryProducts';
import { EmImportButton } from './EmImportButton';
import { findCategory, mainHolding } from './emValues';
import { MainCategoryGrid } from './MainCategoryGrid';
import { ProductModal } from './ProductModal';
import { ProductsPanel } from './ProductsPanel';
import { SubCategoriesPanel } from './SubCategoriesPanel';
import { useEmDeletes } from './useEmDeletes';
import { useEmForms } from './useEmForms';
import type { EmCategory, EmMainCategory, EmSubCategory } from './types';

/**
 * The address with another category chosen (or none): its products start on page 1 with no search, in
 * the order and page size the person chose.
 */
function withCategory(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams();
  if (id) next.set('category', id);
  for (const [name, value] of params) if (name === 'pageSize' || name.startsWith('sorters')) next.append(name, value);
  return next;
}

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
  // The chosen category is in the address (with its products' page and search), the main category shown not.
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category');
  const [mainId, setMainId] = useState<string | null>(null);
  const main = tree.find((m) => m._id === mainId) ?? mainHolding(tree, categoryId) ?? tree[0];
  const category = findCategory(tree, categoryId);
  const refreshTree = useCallback(() => void invalidate({ resource: 'emTree', invalidates: ['list'] }), [invalidate]);
  // An import changes the tree (new categories, counts) and any category's products.
  const refreshAll = useCallback(() => {
    refreshTree();
    void invalidate({ resource: 'emProducts', invalidates: ['list'] });
  }, [invalidate, refreshTree]);
  const chooseCategory = useCallback(
    (id: string | null, keep: (current: string | null) => boolean = () => false) =>
      setParams((current) => (keep(current.get('category')) ? current : withCategory(current, id)), { replace: id === null }),
    [setParams],
  );

  const { target, categoryForms, productForms, add, edit, justAdded, forgetAdded } = useEmForms(refreshTree);
  const { deleteMain, deleteSub, deleteCategory, deleteProduct } = useEmDeletes(
    useCallback(
      (id: string) => {
        chooseCategory(null, (current) => current !== id);
        forgetAdded(id);
        refreshTree();
      },
      [chooseCategory, forgetAdded, refreshTree],
    ),
  );

  // Stable handlers so the memoised panels only redraw when their data changes.
  const handlers = useMemo(
    () => ({
      selectMain: (m: EmMainCategory) => {
        setMainId(m._id);
        // Products shown belong to the chosen main category, or none are shown.
        chooseCategory(null, (id) => mainHolding([m], id) !== undefined);
      },
      addMain: () => add({ level: 'main' }),
      editMain: (m: EmMainCategory) => edit('main', m),
      addSub: (m: EmMainCategory) => add({ level: 'sub', parentId: m._id, parentName: m.name }),
      editSub: (s: EmSubCategory) => edit('sub', s),
      addCategory: (s: EmSubCategory) => add({ level: 'cat', parentId: s._id, parentName: s.name }),
      editCategory: (c: EmCategory, s: EmSubCategory) => edit('cat', c, s.name),
      selectCategory: (c: EmCategory) => {
        chooseCategory(c._id, (id) => id === c._id);
        // On a phone the products are below the tree: bring them into view.
        if (window.matchMedia?.('(max-width: 991px)').matches) {
          requestAnimationFrame(() => document.getElementById('em-products')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
        }
      },
    }),
    [add, edit, chooseCategory, setMainId],
  );

  const treeError = treeQuery.error ? t('easyMarket.main.loadFailed') : undefined;
  const retryTree = useCallback(() => void treeQuery.refetch(), [treeQuery]);

  return (
    <section>
      <header
        style={{ marginBottom: 16, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', justifyContent: 'space-between' }}
      >
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('easyMarket.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('easyMarket.subtitle')}</Typography.Text>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <ExportCsvButton resource="emFiles" meta={{}} filters={[]} fallbackName="easy-market.csv" />
          <EmImportButton onImported={refreshAll} />
        </div>
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
          {category ? (
            <CategoryProducts
              key={category._id}
              category={category}
              justAdded={justAdded}
              onAdd={productForms.showCreate}
              onEdit={productForms.showEdit}
              onDelete={deleteProduct}
            />
          ) : (
            <ProductsPanel products={[]} total={0} isLoading={!!categoryId && treeQuery.isLoading} />
          )}
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
