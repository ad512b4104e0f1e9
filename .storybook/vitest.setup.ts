// Storybook ≥ 10.3's vitest plugin applies the preview and the addons' annotations (a11y included) on its own,
// so this file must not set project annotations itself. It stays for any browser-only test setup.
export {};
