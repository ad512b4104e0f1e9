import { useCallback, useMemo, useState } from 'react';
import { useCreate, useDelete, useInvalidate, useList, useNotification, useTranslate, useUpdate, type HttpError } from '@refinedev/core';
import { App, Col, Row, Typography } from 'antd';
import { MSG } from '../../domain/messages';
import { CategoryModal } from './CategoryModal';
import { categoryPayload, findCategory, productPayload, productWithFlag } from './emValues';
import { MainCategoryGrid } from './MainCategoryGrid';
import { ProductModal } from './ProductModal';
import { ProductsPanel } from './ProductsPanel';
import { SubCategoriesPanel } from './SubCategoriesPanel';
import type { EmCategory, EmCategoryBase, EmLevel, EmMainCategory, EmProduct, EmSubCategory } from './types';
import { useStableCallback } from '../../components/useStableCallback';

type Flags = Partial<Pick<EmProduct, 'active' | 'soldOut'>>;
interface CategoryForm {
  level: EmLevel;
  record?: EmCategoryBase & { marque?: string[] };
  /** Main id for a new sub-category, sub id for a new category. */
  parentId?: string;
  parentName?: string;
}
interface SaveError {
  message: string;
  detail?: string;
}

const RESOURCE: Record<EmLevel, string> = { main: 'emMainCategories', sub: 'emSubCategories', cat: 'emCategories' };
const errorToast = (error?: HttpError) => ({ type: 'error' as const, message: error?.message ?? MSG.emSaveFailed });
/**
 * A toast whose title is `title` and whose text is `text`. Refine's antd notification provider shows
 * `description` as the title and `message` as the text, hence the swap.
 */
const titled = (title: string, text?: string) => ({ type: 'error' as const, description: title, message: text ?? '' });

/** The Easy Market editor (SPEC §2 /EasyMarket/manage): main categories → sub-categories → categories → products. */
export default function EasyMarketPage() {
  const t = useTranslate();
  const { modal } = App.useApp();
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const { mutate: create, mutation: createMutation } = useCreate();
  const { mutate: update, mutation: updateMutation } = useUpdate();
  const { mutate: remove } = useDelete();
  const saving = createMutation.isPending || updateMutation.isPending;

  // The tree ------------------------------------------------------------------------------------
  const { result: treeResult, query: treeQuery } = useList<EmMainCategory, HttpError>({ resource: 'emTree', pagination: { mode: 'off' }, errorNotification: false });
  const tree = treeResult.data;
  const [mainId, setMainId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const main = tree.find((m) => m._id === mainId) ?? tree[0];
  const category = findCategory(tree, categoryId);
  const refreshTree = useCallback(() => invalidate({ resource: 'emTree', invalidates: ['list'] }), [invalidate]);

  // Products of the chosen category ---------------------------------------------------------------
  const { result: productResult, query: productQuery } = useList<EmProduct, HttpError>({
    resource: 'emProducts',
    meta: { categoryId: category?._id },
    pagination: { mode: 'off' },
    queryOptions: { enabled: !!category },
    errorNotification: false,
  });
  // Switches saved at once show their new value straight away, without reloading thousands of products.
  const [flags, setFlags] = useState<Record<string, Flags>>({});
  const [savingFlags, setSavingFlags] = useState<Record<string, boolean>>({});
  const products = useMemo(() => {
    const data = category ? productResult.data : [];
    if (Object.keys(flags).length === 0) return data;
    return data.map((p) => (flags[p._id] ? { ...p, ...flags[p._id] } : p));
  }, [category, productResult.data, flags]);

  // Category form -------------------------------------------------------------------------------
  const [categoryForm, setCategoryForm] = useState<CategoryForm | null>(null);
  const [categoryError, setCategoryError] = useState<SaveError>();
  const openCategoryForm = useCallback((form: CategoryForm) => {
    setCategoryError(undefined);
    setCategoryForm(form);
  }, []);

  const saveCategory = (body: ReturnType<typeof categoryPayload>) => {
    if (!categoryForm) return;
    const { level, record, parentId } = categoryForm;
    setCategoryError(undefined);
    const callbacks = {
      onSuccess: () => {
        setCategoryForm(null);
        void refreshTree();
      },
      onError: (error: HttpError) => setCategoryError({ message: MSG.emSaveFailed, detail: error.message !== MSG.emSaveFailed ? error.message : undefined }),
    };
    const common = {
      resource: RESOURCE[level],
      values: body,
      successNotification: () => ({ type: 'success' as const, message: t('easyMarket.saved') }),
      errorNotification: (error?: HttpError) => titled(MSG.emSaveFailed, error?.message),
    };
    if (record) update({ ...common, id: record._id }, callbacks);
    else create({ ...common, meta: level === 'sub' ? { mainId: parentId } : level === 'cat' ? { subId: parentId } : {} }, callbacks);
  };

  // Deleting ------------------------------------------------------------------------------------
  const confirmDelete = (title: string, run: () => Promise<void>) =>
    modal.confirm({
      title,
      content: t('easyMarket.confirmDeleteText'),
      okText: t('easyMarket.delete'),
      okButtonProps: { danger: true },
      cancelText: t('easyMarket.cancel'),
      onOk: run,
    });

  const deleteMain = (m: EmMainCategory) =>
    confirmDelete(t('easyMarket.main.confirmDelete', { name: m.name }), () =>
      new Promise<void>((resolve) =>
        remove(
          { resource: 'emMainCategories', id: m._id, successNotification: false, errorNotification: errorToast },
          {
            onSuccess: ({ data }) => {
              // The API answers a main category that still has sub-categories with 204: nothing was deleted.
              if ((data as { refused?: boolean }).refused) notify?.(titled(MSG.emMainHasSubs, MSG.emMainHasSubsHint));
              else notify?.({ type: 'success', message: t('easyMarket.deleted') });
              void refreshTree();
            },
            onSettled: () => resolve(),
          },
        ),
      ),
    );

  const deleteLeafOrSub = (level: 'sub' | 'cat', record: EmCategoryBase) =>
    confirmDelete(t(level === 'sub' ? 'easyMarket.sub.confirmDelete' : 'easyMarket.cat.confirmDelete', { name: record.name }), () =>
      new Promise<void>((resolve) =>
        remove(
          // A sub-category with categories, or a category with products, is refused (409) with the server's message.
          { resource: RESOURCE[level], id: record._id, successNotification: () => ({ type: 'success', message: t('easyMarket.deleted') }), errorNotification: errorToast },
          {
            onSuccess: () => {
              if (record._id === categoryId) setCategoryId(null);
              void refreshTree();
            },
            onSettled: () => resolve(),
          },
        ),
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
      addMain: () => openCategoryForm({ level: 'main' }),
      editMain: (m: EmMainCategory) => openCategoryForm({ level: 'main', record: m }),
      addSub: (m: EmMainCategory) => openCategoryForm({ level: 'sub', parentId: m._id, parentName: m.name }),
      editSub: (s: EmSubCategory) => openCategoryForm({ level: 'sub', record: s }),
      addCategory: (s: EmSubCategory) => openCategoryForm({ level: 'cat', parentId: s._id, parentName: s.name }),
      editCategory: (c: EmCategory, s: EmSubCategory) => openCategoryForm({ level: 'cat', record: c, parentName: s.name }),
      selectCategory: (c: EmCategory) => {
        setCategoryId(c._id);
        // On a phone the products are below the tree: bring them into view.
        if (window.matchMedia?.('(max-width: 991px)').matches) {
          requestAnimationFrame(() => document.getElementById('em-products')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
        }
      },
    }),
    [openCategoryForm],
  );
  const onDeleteMain = useStableCallback(deleteMain);
  const onDeleteSub = useStableCallback((s: EmSubCategory) => deleteLeafOrSub('sub', s));
  const onDeleteCategory = useStableCallback((c: EmCategory) => deleteLeafOrSub('cat', c));

  // Products ------------------------------------------------------------------------------------
  const [productForm, setProductForm] = useState<{ product?: EmProduct } | null>(null);
  const [productError, setProductError] = useState<SaveError>();
  const openProductForm = useCallback((product?: EmProduct) => {
    setProductError(undefined);
    setProductForm({ product });
  }, []);
  const onAddProduct = useCallback(() => openProductForm(), [openProductForm]);

  const saveProduct = (body: ReturnType<typeof productPayload>) => {
    if (!productForm || !category) return;
    const editing = productForm.product;
    setProductError(undefined);
    const common = {
      resource: 'emProducts',
      successNotification: () => ({ type: 'success' as const, message: t('easyMarket.saved') }),
      errorNotification: (error?: HttpError) => titled(MSG.emProductSaveFailed, error?.message),
    };
    const callbacks = {
      onSuccess: () => {
        setProductForm(null);
        if (editing) setFlags(({ [editing._id]: _dropped, ...rest }) => rest);
        void refreshTree();
      },
      onError: (error: HttpError) => setProductError({ message: MSG.emProductSaveFailed, detail: error.message }),
    };
    if (editing) update({ ...common, id: editing._id, values: body }, callbacks);
    else create({ ...common, values: { ...body, categoryId: category._id } }, callbacks);
  };

  const onToggle = useCallback(
    (product: EmProduct, flag: 'active' | 'soldOut', value: boolean) => {
      setFlags((f) => ({ ...f, [product._id]: { ...f[product._id], [flag]: value } }));
      setSavingFlags((s) => ({ ...s, [product._id]: true }));
      update(
        {
          resource: 'emProducts',
          id: product._id,
          values: productWithFlag(product, flag, value),
          invalidates: [],
          successNotification: false,
          errorNotification: (error?: HttpError) => titled(MSG.emProductSaveFailed, error?.message),
        },
        {
          onError: () => setFlags((f) => ({ ...f, [product._id]: { ...f[product._id], [flag]: !value } })),
          onSettled: () => setSavingFlags(({ [product._id]: _done, ...rest }) => rest),
        },
      );
    },
    [update],
  );

  const onDeleteProduct = useStableCallback(
    (product: EmProduct) =>
      confirmDelete(t('easyMarket.products.confirmDelete', { name: product.name }), () =>
        new Promise<void>((resolve) =>
          remove(
            {
              resource: 'emProducts',
              id: product._id,
              successNotification: () => ({ type: 'success', message: t('easyMarket.deleted') }),
              errorNotification: errorToast,
            },
            { onSuccess: () => void refreshTree(), onSettled: () => resolve() },
          ),
        ),
      ),
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
        onDelete={onDeleteMain}
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
            onDeleteSub={onDeleteSub}
            onAddCategory={handlers.addCategory}
            onSelectCategory={handlers.selectCategory}
            onEditCategory={handlers.editCategory}
            onDeleteCategory={onDeleteCategory}
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
            onAdd={onAddProduct}
            saving={savingFlags}
            onToggle={onToggle}
            onEdit={openProductForm}
            onDelete={onDeleteProduct}
          />
        </Col>
      </Row>

      <CategoryModal
        open={!!categoryForm}
        level={categoryForm?.level ?? 'main'}
        record={categoryForm?.record}
        parentName={categoryForm?.parentName}
        saving={saving}
        error={categoryError?.message}
        errorDetail={categoryError?.detail}
        onSubmit={saveCategory}
        onCancel={() => setCategoryForm(null)}
      />
      <ProductModal
        open={!!productForm}
        product={productForm?.product ? (products.find((p) => p._id === productForm.product!._id) ?? productForm.product) : undefined}
        categoryName={category?.name}
        brands={category?.marque}
        saving={saving}
        error={productError?.message}
        errorDetail={productError?.detail}
        onSubmit={saveProduct}
        onCancel={() => setProductForm(null)}
      />
    </section>
  );
}
