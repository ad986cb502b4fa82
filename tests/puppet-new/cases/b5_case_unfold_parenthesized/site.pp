case ringo {
  (*[paul, john, ringo, george]) : { notice('beatle') }
}
