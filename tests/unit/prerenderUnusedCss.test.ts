import { describe, expect, it } from 'vitest';
import { classesOf, withoutUnusedRules } from '../../src/prerender/unusedCss';

const page = classesOf('<div class="ant-btn ant-btn-primary  css-1"><input class="ant-input"/><span class="">x</span></div>');

describe('the prerendered pages keep only the styles they draw with', () => {
  it('reads the classes of the HTML', () => {
    expect([...page].sort()).toEqual(['ant-btn', 'ant-btn-primary', 'ant-input', 'css-1']);
  });

  it('drops a rule naming a class the page does not use, keeps the others and the rules without a class', () => {
    const css = '.ant-btn{color:red}.ant-btn-color-purple{color:purple}body{margin:0}input[type=text]{border:0}';
    expect(withoutUnusedRules(css, page)).toBe('.ant-btn{color:red}body{margin:0}input[type=text]{border:0}');
  });

  it('needs every class of a compound selector, and one selector of a list', () => {
    expect(withoutUnusedRules('.ant-btn.ant-btn-dangerous{a:b}', page)).toBe('');
    expect(withoutUnusedRules('.ant-btn.ant-btn-primary:hover{a:b}', page)).toBe('.ant-btn.ant-btn-primary:hover{a:b}');
    expect(withoutUnusedRules('.ant-select,.ant-input:focus{a:b}', page)).toBe('.ant-select,.ant-input:focus{a:b}');
    expect(withoutUnusedRules('.ant-select, .ant-picker{a:b}', page)).toBe('');
  });

  it('does not need the classes inside parentheses or attribute selectors', () => {
    const css = ':where(.css-2).ant-btn:not(.ant-btn-disabled){a:b}.ant-btn:is(.x, .y){c:d}[class*=".ghost"].ant-input{e:f}';
    expect(withoutUnusedRules(css, page)).toBe(css);
  });

  it('weighs the rules inside @media and drops an emptied one; keeps keyframes and escaped selectors', () => {
    const css =
      '@media (max-width: 575px){.ant-input{a:b}.ant-form-item{c:d}}@media print{.ant-steps{e:f}}' +
      '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}.ant-col-xs-1\\:2{g:h}';
    expect(withoutUnusedRules(css, page)).toBe(
      '@media (max-width: 575px){.ant-input{a:b}}@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}.ant-col-xs-1\\:2{g:h}',
    );
  });

  it('reads past braces inside strings and comments, and keeps statements without a block', () => {
    const css = '@layer antd;.ant-input::after{content:"}{"}/* } */.ant-tag{a:b}.ant-btn{content:\'{\'}';
    expect(withoutUnusedRules(css, page)).toBe('@layer antd;.ant-input::after{content:"}{"}.ant-btn{content:\'{\'}');
  });
});
