case [1, 'a'] {
  [1, 'A']: { notice('array ci') }
  default: { notice('no') }
}
case { 'k' => 1 } {
  { 'k' => 1 }: { notice('hash') }
}
