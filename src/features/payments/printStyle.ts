/** The Payments documents on paper (PrintSheet): an A4 sheet, black on white, nothing of the app around it. */
export const PRINT_STYLE = `
.payments-print-sheet {
  display: none;
}

@media print {
  @page {
    size: A4;
    margin: 14mm 12mm;
  }
  body > *:not(.payments-print-sheet) {
    display: none !important;
  }
  body {
    background: #fff !important;
  }
  .payments-print-sheet {
    display: block;
    color: #000;
    font-size: 10pt;
    line-height: 1.4;
  }
}

.payments-document h1 {
  font-size: 16pt;
  margin: 0 0 2pt;
}
.payments-document h2 {
  font-size: 12pt;
  margin: 10pt 0 4pt;
}
.payments-document p {
  margin: 0 0 2pt;
}
.payments-document table {
  width: 100%;
  border-collapse: collapse;
  margin-top: 4pt;
}
.payments-document th,
.payments-document td {
  border-bottom: 0.5pt solid #999;
  padding: 3pt 4pt;
  text-align: start;
  vertical-align: top;
}
.payments-document thead {
  display: table-header-group;
}
.payments-document tr {
  break-inside: avoid;
}
.payments-document th {
  font-weight: 600;
}
.payments-document thead th {
  border-bottom: 1pt solid #000;
}
.payments-document table.summary {
  max-width: 110mm;
}
.payments-document table.meta {
  width: auto;
}
.payments-document table.meta th,
.payments-document table.meta td {
  border: none;
  padding: 1pt 8pt 1pt 0;
}
.payments-document .amount {
  text-align: end;
  white-space: nowrap;
}
.payments-document tfoot td {
  font-weight: 600;
  border-top: 1pt solid #000;
  border-bottom: none;
}
.payments-document .parties {
  display: flex;
  flex-wrap: wrap;
  gap: 16pt;
  margin: 10pt 0;
}
.payments-document .parties > section {
  flex: 1 1 200px;
}
.payments-document .muted {
  color: #444;
}
`;
