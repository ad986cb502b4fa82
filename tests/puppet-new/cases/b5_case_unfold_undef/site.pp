case undef {
  *undef : { notice('no') }
  default :{ notice('yes') }
}
case undef {
  undef : { notice('yes') }
}
