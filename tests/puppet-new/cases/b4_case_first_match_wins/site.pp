case 5 {
  Integer: { notice('type') }
  5: { notice('five') }
}
