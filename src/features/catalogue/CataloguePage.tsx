import { useMemo, useState } from 'react';
import { useCreate, useDelete, useList, useTranslate, useUpdate, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Col, Input, Modal, Row, Skeleton, Space, Switch, Typography } from 'antd';
import { GiftOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useCurrentBusiness } from '../../components/useCurrentBusiness';
import { cataloguePrefixOf } from '../../domain/catalogue';
import { MSG } from '../../domain/messages';
import { matchesSearch } from '../../domain/search';
import type { SoldOutSpan } from '../../domain/service';
import { CategoryFormModal } from './CategoryFormModal';
import { CategoryList } from './CategoryList';
import { ProductGrid } from './ProductGrid';
import { ProductForm, type ProductFormProps } from './ProductForm';
import type { Category, Product, ProductValues } from './types';

interface Business {
  _id: string;
  name: string;
  visible?: boolean;
}

const fail = (message: string) => (error?: HttpError) => ({ type: 'error' as const, message, description: error?.message });
const done = (message: string) => () => ({ type: 'success' as const, message });

/**
 * The management screen (SPEC §2): /manage/menu (restaurants, services), /manage/product (stores) and,
 * for admins, /besnise/{role}/{id} with the 'Visible to Clients' toggle.
 */
export default function CataloguePage() {
  const t = useTranslate();
  const { modal } = App.useApp();
  const { business, type, isAdminView, isLoading: businessLoading, error: businessError, refetch: refetchBusiness } = useCurrentBusiness<Business>();
  const prefix = type ? cataloguePrefixOf(type) : undefined;
  const businessId = business?._id;
  const meta = { prefix, businessId };
  const enabled = !!prefix && !!businessId;

  const { result: categoryResult, query: categoryQuery } = useList<Category, HttpError>({
    resource: 'catalogueCategories',
    meta,
    pagination: { mode: 'off' },
    queryOptions: { enabled },
    errorNotification: false,
  });
  const { result: productResult, query: productQuery } = useList<Product, HttpError>({
    resource: 'catalogueItems',
    meta,
    pagination: { mode: 'off' },
    queryOptions: { enabled },
    errorNotification: false,
  });
  const categories = categoryResult.data;
  const products = productResult.data;

  const { mutate: create, mutation: createMutation } = useCreate();
  const { mutate: update, mutation: updateMutation } = useUpdate();
  const { mutate: remove } = useDelete();

  const [selected, setSelected] = useState<string | null>(null);
  const [categoryForm, setCategoryForm] = useState<{ mode: 'add' | 'edit'; category?: Category } | null>(null);
  const [productForm, setProductForm] = useState<{ mode: 'add' | 'edit'; product?: Product } | null>(null);
  const [productError, setProductError] = useState<string>();
  const [savingToggles, setSavingToggles] = useState<Record<string, boolean>>({});
  const [visible, setVisible] = useState<boolean | undefined>(undefined);
  const [search, setSearch] = useState('');

  const counts = useMemo(() => {
    const map: Record<string, number> = {};
    for (const p of products) if (p.category) map[p.category._id] = (map[p.category._id] ?? 0) + 1;
    return map;
  }, [products]);
  const shown = products.filter((p) => (!selected || p.category?._id === selected) && matchesSearch(search, p.name, p.description, p.category?.name));
  const title = t(prefix === 'products' ? 'catalogue.titleProducts' : type === 'services' ? 'catalogue.titleServices' : 'catalogue.titleMenu');

  // Categories ----------------------------------------------------------------------------------
  const saveCategory = (name: string) => {
    if (!categoryForm) return;
    const close = { onSuccess: () => setCategoryForm(null) };
    if (categoryForm.mode === 'add') {
      create(
        { resource: 'catalogueCategories', values: { name }, meta, successNotification: done(MSG.categoryAdded), errorNotification: fail(MSG.categoryAddFailed) },
        close,
      );
    } else {
      update(
        {
          resource: 'catalogueCategories',
          id: categoryForm.category!._id,
          values: { name },
          meta,
          successNotification: done(MSG.categoryUpdated),
          errorNotification: fail(MSG.categoryUpdateFailed),
        },
        close,
      );
    }
  };

  const warnInUse = (category: Category, text?: string) =>
    modal.warning({
      title: t('catalogue.categories.inUseTitle'),
      content: text ?? t('catalogue.categories.inUseText', { name: category.name, count: counts[category._id] ?? 0 }),
      okText: t('catalogue.categories.ok'),
    });

  const deleteCategory = (category: Category) => {
    if ((counts[category._id] ?? 0) > 0) {
      warnInUse(category);
      return;
    }
    modal.confirm({
      title: t('catalogue.categories.confirmDeleteTitle', { name: category.name }),
      content: t('catalogue.categories.confirmDeleteText'),
      okText: t('catalogue.categories.delete'),
      okButtonProps: { danger: true },
      cancelText: t('catalogue.categories.cancel'),
      onOk: () =>
        new Promise<void>((resolve) => {
          remove(
            { resource: 'catalogueCategories', id: category._id, meta, successNotification: done(MSG.categoryDeleted), errorNotification: false },
            {
              onSuccess: () => {
                if (selected === category._id) setSelected(null);
                resolve();
              },
              onError: (error) => {
                // The server refuses a category products still use (409) with its own message.
                if ((error as HttpError).statusCode === 409) warnInUse(category, error.message);
                else modal.error({ title: MSG.categoryDeleteFailed, content: error.message });
                resolve();
              },
            },
          );
        }),
    });
  };

  // Products ------------------------------------------------------------------------------------
  const openProduct = (mode: 'add' | 'edit', product?: Product) => {
    setProductError(undefined);
    setProductForm({ mode, product });
  };

  const saveProduct = (values: ProductValues) => {
    if (!productForm) return;
    const payload = { ...values, image: values.image ?? '' };
    const onError = (error: HttpError) => setProductError(`${MSG.productSaveFailed} ${error.message ?? ''}`.trim());
    const onSuccess = () => setProductForm(null);
    if (productForm.mode === 'add') {
      create(
        { resource: 'catalogueItems', values: payload, meta, successNotification: done(MSG.productAdded), errorNotification: fail(MSG.productAddFailed) },
        { onSuccess, onError },
      );
    } else {
      update(
        {
          resource: 'catalogueItems',
          id: productForm.product!._id,
          values: payload,
          meta,
          successNotification: done(MSG.productUpdated),
          errorNotification: fail(MSG.productUpdateFailed),
        },
        { onSuccess, onError },
      );
    }
  };

  const toggle = (product: Product, values: Partial<Pick<Product, 'active' | 'soldOut'>> & { soldOutUntil?: SoldOutSpan }) => {
    setSavingToggles((s) => ({ ...s, [product._id]: true }));
    update(
      {
        resource: 'catalogueItems',
        id: product._id,
        values,
        meta,
        mutationMode: 'optimistic',
        successNotification: false,
        errorNotification: fail(MSG.productUpdateFailed),
      },
      { onSettled: () => setSavingToggles((s) => ({ ...s, [product._id]: false })) },
    );
  };

  const deleteProduct = (product: Product) =>
    modal.confirm({
      title: t('catalogue.products.confirmDeleteTitle', { name: product.name }),
      content: t('catalogue.products.confirmDeleteText'),
      okText: t('catalogue.products.delete'),
      okButtonProps: { danger: true },
      cancelText: t('catalogue.products.cancel'),
      onOk: () =>
        new Promise<void>((resolve) =>
          remove(
            { resource: 'catalogueItems', id: product._id, meta, successNotification: done(MSG.productDeleted), errorNotification: fail(MSG.productDeleteFailed) },
            { onSettled: () => resolve() },
          ),
        ),
    });

  const toggleVisible = (next: boolean) => {
    if (!business || !type) return;
    setVisible(next);
    update(
      {
        resource: 'businesses',
        id: business._id,
        values: { visible: next },
        meta: { type },
        successNotification: done(MSG.visibilityUpdated),
        errorNotification: fail(MSG.visibilityFailed),
      },
      { onSuccess: () => refetchBusiness(), onError: () => setVisible(undefined) },
    );
  };

  // Screen ----------------------------------------------------------------------------------------
  if (businessLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (businessError || !business) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('catalogue.businessLoadFailed')}
        description={businessError?.message}
        action={<Button onClick={refetchBusiness}>{t('catalogue.retry')}</Button>}
      />
    );
  }

  const productsLoading = productQuery.isLoading;
  const productsError = productQuery.error?.message;
  const isVisible = visible ?? business.visible ?? true;

  return (
    <section>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{t('catalogue.subtitle', { name: business.name })}</Typography.Text>
        </div>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('catalogue.products.search')}
            aria-label={t('catalogue.products.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 240, maxWidth: '100%' }}
          />
          {isAdminView && type && (
            <Link to={`/packs/${type}/${business._id}`}>
              <GiftOutlined aria-hidden /> {t('catalogue.packsLink')}
            </Link>
          )}
          {isAdminView && (
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <Switch aria-label={t('catalogue.visibleToClients')} checked={isVisible} onChange={toggleVisible} loading={updateMutation.isPending && visible !== undefined} />
              <span>{t('catalogue.visibleToClients')}</span>
            </label>
          )}
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openProduct('add')} disabled={categories.length === 0}>
            {t('catalogue.products.add')}
          </Button>
        </Space>
      </div>

      <Row gutter={[16, 16]}>
        <Col xs={24} md={8} xl={6}>
          <CategoryList
            categories={categories}
            counts={counts}
            total={products.length}
            selected={selected}
            onSelect={setSelected}
            onAdd={() => setCategoryForm({ mode: 'add' })}
            onEdit={(category) => setCategoryForm({ mode: 'edit', category })}
            onDelete={deleteCategory}
            isLoading={categoryQuery.isLoading}
            error={categoryQuery.error ? t('catalogue.categories.loadFailed') : undefined}
            onRetry={() => void categoryQuery.refetch()}
          />
        </Col>
        <Col xs={24} md={16} xl={18}>
          <ProductGrid
            products={shown}
            isLoading={productsLoading}
            error={productsError ? t('catalogue.products.loadFailed') : undefined}
            onRetry={() => void productQuery.refetch()}
            emptyText={
              categories.length === 0 && !categoryQuery.isLoading
                ? t('catalogue.products.emptyNoCategory')
                : search.trim()
                  ? t('catalogue.products.noMatch', { search: search.trim() })
                  : selected
                  ? t('catalogue.products.emptyInCategory')
                  : t('catalogue.products.empty')
            }
            onAdd={categories.length > 0 ? () => openProduct('add') : undefined}
            savingToggles={savingToggles}
            onEdit={(p) => openProduct('edit', p)}
            onDelete={deleteProduct}
            onToggleHidden={(p, hidden) => toggle(p, { active: hidden })}
            onToggleSoldOut={(p, soldOut, span) => toggle(p, { soldOut, ...(span && { soldOutUntil: span }) })}
          />
        </Col>
      </Row>

      <CategoryFormModal
        open={!!categoryForm}
        mode={categoryForm?.mode ?? 'add'}
        initialName={categoryForm?.category?.name}
        saving={createMutation.isPending || updateMutation.isPending}
        onSubmit={saveCategory}
        onCancel={() => setCategoryForm(null)}
      />

      <Modal
        open={!!productForm}
        title={productForm?.mode === 'edit' ? t('catalogue.products.editTitle', { name: productForm.product?.name }) : t('catalogue.products.addTitle')}
        footer={null}
        onCancel={() => setProductForm(null)}
        destroyOnHidden
        width={640}
      >
        {productForm && (
          <ProductForm
            mode={productForm.mode}
            categories={categories}
            initialValues={productInitialValues(productForm.product, selected)}
            onSubmit={saveProduct}
            onCancel={() => setProductForm(null)}
            saving={createMutation.isPending || updateMutation.isPending}
            error={productError}
          />
        )}
      </Modal>
    </section>
  );
}

function productInitialValues(product: Product | undefined, selectedCategory: string | null): ProductFormProps['initialValues'] {
  if (!product) return { category: selectedCategory ?? undefined };
  return {
    name: product.name,
    price: product.price,
    category: product.category?._id,
    description: product.description,
    image: product.image || undefined,
    options: product.options,
  };
}
