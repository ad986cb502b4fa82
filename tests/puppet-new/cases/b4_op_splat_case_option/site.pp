case 2 {
  *[1, 2]: { notice('in') }
  default: { notice('out') }
}
