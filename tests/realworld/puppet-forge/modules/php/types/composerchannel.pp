type Php::ComposerChannel = Enum[
  'stable',
  'preview',
  'snapshot',
  '1',
  '2' # lint:ignore:trailing_comma
]
