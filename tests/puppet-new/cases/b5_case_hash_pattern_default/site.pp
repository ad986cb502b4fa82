case {a=>1, b=>2, whatever=>3, extra => ignored} {
  { a => Integer[0,5],
    b => Integer[0,5],
    whatever => default
  }       : { notice('yes') }
  default : { notice('no') }
}
