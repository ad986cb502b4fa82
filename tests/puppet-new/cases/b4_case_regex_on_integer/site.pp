case 1 {
  /1/: { notice('regex') }
  default: { notice('default') }
}
