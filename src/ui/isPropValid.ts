/**
 * @emotion/is-prop-valid (1.4), which emotion's `styled` asks whether a prop goes on to a DOM
 * element, without its regular expression: webpack.config.ts aliases the package here. The
 * package tests each name against one expression of 418 alternatives, which V8 compiles on its
 * first use, when the first styled component is created: 5–40 ms of the main thread on every
 * page that starts in a new renderer process (issue 20, session 22). Here the names are a Set
 * and the prefixes a short expression; test/unit/ui/isPropValid.test.ts holds the answers equal
 * to the package's (and fails when the package's list changes).
 */

/** The names the package's expression lists, in its order. */
export const REACT_PROP_NAMES: readonly string[] = `
children dangerouslySetInnerHTML key ref autoFocus defaultValue defaultChecked innerHTML
suppressContentEditableWarning suppressHydrationWarning valueLink abbr accept acceptCharset
accessKey action allow allowUserMedia allowPaymentRequest allowFullScreen allowTransparency alt
async autoComplete autoPlay capture cellPadding cellSpacing challenge charSet checked cite classID
className cols colSpan content contentEditable contextMenu controls controlsList coords crossOrigin
data dateTime decoding default defer dir disabled disablePictureInPicture disableRemotePlayback
download draggable encType enterKeyHint fetchpriority fetchPriority form formAction formEncType
formMethod formNoValidate formTarget frameBorder headers height hidden high href hrefLang htmlFor
httpEquiv id inputMode integrity is keyParams keyType kind label lang list loading loop low
marginHeight marginWidth max maxLength media mediaGroup method min minLength multiple muted name
nonce noValidate open optimum pattern placeholder playsInline popover popoverTarget
popoverTargetAction poster preload profile radioGroup readOnly referrerPolicy rel required reversed
role rows rowSpan sandbox scope scoped scrolling seamless selected shape size sizes slot span
spellCheck src srcDoc srcLang srcSet start step style summary tabIndex target title translate type
useMap value width wmode wrap about datatype inlist prefix property resource typeof vocab
autoCapitalize autoCorrect autoSave color incremental fallback inert itemProp itemScope itemType
itemID itemRef on option results security unselectable accentHeight accumulate additive
alignmentBaseline allowReorder alphabetic amplitude arabicForm ascent attributeName attributeType
autoReverse azimuth baseFrequency baselineShift baseProfile bbox begin bias by calcMode capHeight
clip clipPathUnits clipPath clipRule colorInterpolation colorInterpolationFilters colorProfile
colorRendering contentScriptType contentStyleType cursor cx cy d decelerate descent diffuseConstant
direction display divisor dominantBaseline dur dx dy edgeMode elevation enableBackground end
exponent externalResourcesRequired fill fillOpacity fillRule filter filterRes filterUnits floodColor
floodOpacity focusable fontFamily fontSize fontSizeAdjust fontStretch fontStyle fontVariant
fontWeight format from fr fx fy g1 g2 glyphName glyphOrientationHorizontal glyphOrientationVertical
glyphRef gradientTransform gradientUnits hanging horizAdvX horizOriginX ideographic imageRendering
in in2 intercept k k1 k2 k3 k4 kernelMatrix kernelUnitLength kerning keyPoints keySplines keyTimes
lengthAdjust letterSpacing lightingColor limitingConeAngle local markerEnd markerMid markerStart
markerHeight markerUnits markerWidth mask maskContentUnits maskUnits mathematical mode numOctaves
offset opacity operator order orient orientation origin overflow overlinePosition overlineThickness
panose1 paintOrder pathLength patternContentUnits patternTransform patternUnits pointerEvents points
pointsAtX pointsAtY pointsAtZ preserveAlpha preserveAspectRatio primitiveUnits r radius refX refY
renderingIntent repeatCount repeatDur requiredExtensions requiredFeatures restart result rotate rx
ry scale seed shapeRendering slope spacing specularConstant specularExponent speed spreadMethod
startOffset stdDeviation stemh stemv stitchTiles stopColor stopOpacity strikethroughPosition
strikethroughThickness string stroke strokeDasharray strokeDashoffset strokeLinecap strokeLinejoin
strokeMiterlimit strokeOpacity strokeWidth surfaceScale systemLanguage tableValues targetX targetY
textAnchor textDecoration textRendering textLength to transform u1 u2 underlinePosition
underlineThickness unicode unicodeBidi unicodeRange unitsPerEm vAlphabetic vHanging vIdeographic
vMathematical values vectorEffect version vertAdvY vertOriginX vertOriginY viewBox viewTarget
visibility widths wordSpacing writingMode x xHeight x1 x2 xChannelSelector xlinkActuate xlinkArcrole
xlinkHref xlinkRole xlinkShow xlinkTitle xlinkType xmlBase xmlns xmlnsXlink xmlLang xmlSpace y y1 y2
yChannelSelector z zoomAndPan for class autofocus
`
  .trim()
  .split(/\s+/);

const names = new Set(REACT_PROP_NAMES);
// The package's `(data|aria)-…` (any case) and `x-…`; `.` stops at a line terminator, as there.
const PREFIXED = /^(?:[Dd][Aa][Tt][Aa]|[Aa][Rr][Ii][Aa]|x)-.*$/;
// Answers kept per name, as the package's memoize does (styled asks for every prop of every render).
const answers = new Map<string, boolean>();

export default function isPropValid(prop: string): boolean {
  let valid = answers.get(prop);
  if (valid === undefined) {
    valid =
      names.has(prop) ||
      PREFIXED.test(prop) ||
      // `on` then a character below '[' (a capital letter): an event handler.
      (prop.charCodeAt(0) === 111 && prop.charCodeAt(1) === 110 && prop.charCodeAt(2) < 91);
    answers.set(prop, valid);
  }
  return valid;
}
