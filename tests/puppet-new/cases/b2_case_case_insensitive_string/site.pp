case 'HeLLo' {
  'hello': { notice('matched insensitive') }
  default: { notice('no') }
}
