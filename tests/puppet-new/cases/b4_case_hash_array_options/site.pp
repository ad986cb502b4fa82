case {'a' => 1} {
  {'a' => 1}: { notice('hash') }
  default: { notice('no') }
}
case [1, 'x'] {
  [1, /x/]: { notice('array regex') }
  default: { notice('no') }
}
