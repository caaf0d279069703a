// Babel is what Taro compiles with (tsc only type-checks). NutUI is imported per component.
// H5 compiles for its browsers' real versions, mini-programs as before: config/babel-targets.js.
const targets = require('./config/babel-targets')()
module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        compiler: 'webpack5',
        useBuiltIns: false,
        ...(targets ? { targets } : {}),
      },
    ],
  ],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        libraryDirectory: 'dist/es/packages',
        style: (name) => `${name}/style/css`,
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
      },
      'nutui-react-taro',
    ],
    // NutUI's icons per icon file too: through the package index (side-effectful in its package.json) webpack put
    // every icon any page draws (Eye, Location, Phone, Share, ...) into each chunk that imports one, so the home's
    // first load carried ~12 KB gzip of icons it does not draw (issue 16).
    [
      'import',
      {
        libraryName: '@nutui/icons-react-taro',
        camel2DashComponentName: false,
        customName: (name) => `@nutui/icons-react-taro/dist/es/icons/${name}.js`,
        // the icons' base styles (.nut-icon's size, the loading spin), which the index imported: without them the
        // icons NutUI sizes by CSS (the checkboxes) have no size
        style: () => '@nutui/icons-react-taro/dist/style_icon.css',
      },
      'nutui-icons-react-taro',
    ],
  ],
}
