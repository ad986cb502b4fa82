case [green, 2, whatever] {
  [/ee/, Integer[0,10], default] : { notice('yes') }
  default :{ notice('no') }
}
case [green, 2, whatever] {
  default :{ notice('no') }
  [/ee/, Integer[0,10], default] : { notice('yes2') }
}
