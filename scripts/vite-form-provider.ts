import type { Plugin } from 'vite';

/**
 * antd's inputs read the form they may sit in through `antd/es/form/context`, which imports rc-field-form's
 * whole index for its FormProvider alone; that index attaches Field, List and useForm to the Form at load
 * time, so no bundler can leave them (and their rules engine, ~13 KB gzipped) out of a screen without a form.
 * That one import is pointed at the module that defines FormProvider: the same object, so antd's Form, where
 * a screen has one, shares it as before.
 */
export function formProviderAlone(): Plugin {
  return {
    name: 'oujda:form-provider-alone',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'rc-field-form' || !importer || !/antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) return null;
      return this.resolve('rc-field-form/es/FormContext', importer, { skipSelf: true });
    },
  };
}
