import { useMemo } from 'react';
import { useList, useTranslate, type HttpError } from '@refinedev/core';
import { useSelect } from '@refinedev/antd';
import { Col, Row } from 'antd';
import { useSearchParams } from 'react-router';
import { CurrentBusinessPage } from '../../components/CurrentBusinessPage';
import { ItemFormModals } from '../../components/ItemFormModals';
import { useCreateEditModals } from '../../components/useCreateEditModals';
import { useSwitchSaver } from '../../components/useSwitchSaver';
import { barcodeVariants } from '../../domain/barcode';
import { cataloguePrefixOf } from '../../domain/catalogue';
import { MSG } from '../../domain/messages';
import type { BusinessType } from '../../domain/roles';
import { matchesSearch } from '../../domain/search';
import { CatalogueHeader, type CatalogueBusiness } from './CatalogueHeader';
import { CategoryFormModal, type CategoryValues } from './CategoryFormModal';
import { CategoryList } from './CategoryList';
import { ExportImportActions } from './ExportImportActions';
import { ProductForm } from './ProductForm';
import { ProductGrid } from './ProductGrid';
import { BulkBar } from './BulkBar';
import { useBulkSelection } from './useBulkSelection';
import { useCatalogueDeletes } from './useCatalogueDeletes';
import type { Category, Product, ProductValues } from './types';

/**
 * The management screen (SPEC §2): /manage/menu (restaurants, services), /manage/product (stores) and,
 * for admins, /besnise/{role}/{id} with the 'Visible to Clients' toggle.
 */
export default function CataloguePage() {
  return (
    <CurrentBusinessPage<CatalogueBusiness> textsFrom="catalogue">
      {({ business, type, isAdminView, refetch }) => (
        <Catalogue business={business} type={type} isAdminView={isAdminView} onBusinessChanged={refetch} />
      )}
    </CurrentBusinessPage>
  );
}

function Catalogue({
  business,
  type,
  isAdminView,
  onBusinessChanged,
}: {
  business: CatalogueBusiness;
  type: BusinessType;
  isAdminView: boolean;
  onBusinessChanged: () => void;
}) {
  const t = useTranslate();
  const prefix = cataloguePrefixOf(type);
  const meta = { prefix, businessId: business._id };
  // The category filter and the search are list state: in the address, so a reload or a shared link keeps them.
  const [params, setParams] = useSearchParams();
  const selected = params.get('category');
  const search = params.get('q') ?? '';
  const setParam = (name: string, value: string | null) =>
    setParams((p) => (value ? p.set(name, value) : p.delete(name), p), { replace: true });

  // One request for the categories: the list on the left and the item form's picker.
  const { selectProps: categorySelect, query: categoryQuery } = useSelect<Category, HttpError>({
    resource: 'catalogueCategories',
    meta,
    optionLabel: 'name',
    optionValue: '_id',
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const { result, query: productQuery } = useList<Product, HttpError>({
    resource: 'catalogueItems',
    meta,
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const categories = categoryQuery.data?.data ?? [];
  const products = result.data;
  const counts = useMemo(() => {
    const map: Record<string, number> = {};
    for (const p of products) if (p.category) map[p.category._id] = (map[p.category._id] ?? 0) + 1;
    return map;
  }, [products]);
  const shown = products
    .filter(
      (p) =>
        (!selected || p.category?._id === selected) &&
        matchesSearch(search, p.name, p.description, p.category?.name, p.barcode && barcodeVariants(p.barcode).join(' ')),
    )
    .map((p) => ({ ...p, categoryAvailability: categories.find((c) => c._id === p.category?._id)?.availability ?? null }));

  const categoryForms = useCreateEditModals<Category, CategoryValues>({
    resource: 'catalogueCategories',
    meta,
    toValues: (c) => ({ name: c.name, availability: c.availability ?? null }),
    messages: {
      added: MSG.categoryAdded,
      updated: MSG.categoryUpdated,
      addFailed: MSG.categoryAddFailed,
      updateFailed: MSG.categoryUpdateFailed,
    },
  });
  const productForms = useCreateEditModals<Product, ProductValues>({
    resource: 'catalogueItems',
    meta,
    toValues: productValues,
    defaults: { category: selected ?? undefined },
    messages: {
      added: MSG.productAdded,
      updated: MSG.productUpdated,
      addFailed: MSG.productSaveFailed,
      updateFailed: MSG.productSaveFailed,
    },
  });
  const bulk = useBulkSelection(shown, meta, () => void productQuery.refetch());
  const switches = useSwitchSaver<Partial<Product>>({ resource: 'catalogueItems', meta, failed: MSG.productUpdateFailed });

  const { deleteCategory, deleteProduct } = useCatalogueDeletes(meta, (c) => selected === c._id && setParam('category', null));

  const canAdd = categories.length > 0;
  const emptyText =
    !canAdd && !categoryQuery.isLoading ? 'emptyNoCategory' : search.trim() ? 'noMatch' : selected ? 'emptyInCategory' : 'empty';
  const title = prefix === 'products' ? 'titleProducts' : type === 'services' ? 'titleServices' : 'titleMenu';
  return (
    <section>
      <CatalogueHeader
        title={t(`catalogue.${title}`)}
        {...{ business, type, isAdminView, search, onBusinessChanged }}
        onSearch={(q) => setParam('q', q)}
        onAdd={canAdd ? productForms.showCreate : undefined}
        fileActions={
          <ExportImportActions
            prefix={prefix}
            businessId={business._id}
            onImported={() => {
              void categoryQuery.refetch();
              void productQuery.refetch();
            }}
          />
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8} xl={6}>
          <CategoryList
            categories={categories}
            counts={counts}
            total={products.length}
            selected={selected}
            onSelect={(id) => setParam('category', id)}
            onAdd={categoryForms.showCreate}
            onEdit={categoryForms.showEdit}
            onDelete={deleteCategory}
            isLoading={categoryQuery.isLoading}
            error={categoryQuery.error ? t('catalogue.categories.loadFailed') : undefined}
            onRetry={() => void categoryQuery.refetch()}
          />
        </Col>
        <Col xs={24} md={16} xl={18}>
          {products.length > 0 && (
            <BulkBar
              selectedCount={bulk.selected.size}
              matchingCount={shown.length}
              onSelectAllMatching={bulk.selectAll}
              onClear={bulk.clear}
              categories={categorySelect.options?.map((o) => ({ value: String(o.value), label: String(o.label) })) ?? []}
              onSubmit={bulk.submit}
              busy={bulk.busy}
            />
          )}
          <ProductGrid
            products={shown}
            selectedIds={bulk.selected}
            onSelect={bulk.toggle}
            isLoading={productQuery.isLoading}
            error={productQuery.error ? t('catalogue.products.loadFailed') : undefined}
            onRetry={() => void productQuery.refetch()}
            emptyText={t(`catalogue.products.${emptyText}`, { search: search.trim() })}
            onAdd={canAdd ? productForms.showCreate : undefined}
            savingToggles={switches.saving}
            onEdit={productForms.showEdit}
            onDelete={deleteProduct}
            onToggleHidden={(p, hidden) => switches.save(p._id, { active: hidden })}
            onToggleSoldOut={(p, soldOut, span) => switches.save(p._id, { soldOut, ...(span && { soldOutUntil: span }) })}
          />
        </Col>
      </Row>
      <CategoryFormModal mode="add" {...categoryForms.create} />
      <CategoryFormModal mode="edit" {...categoryForms.edit} />
      <ItemFormModals
        forms={productForms}
        textsFrom="catalogue.products"
        form={(mode, state) => <ProductForm mode={mode} categorySelect={categorySelect} withBarcode={prefix === 'products'} {...state} />}
      />
    </section>
  );
}

function productValues(product: Product): Partial<ProductValues> {
  const {
    name,
    price,
    category,
    description,
    image,
    options,
    stock = null,
    lowStock = null,
    availability = null,
    barcode = null,
  } = product;
  return { name, price, category: category?._id, description, image: image || undefined, options, stock, lowStock, availability, barcode };
}
