# one or more CIDRs, as a public module writes it
type Cidr::Any = Variant[
  Cidr::V4,
  Array[Variant[Cidr::V4, Cidr::Port], 1],
  Hash[String, Cidr::Port],
  Struct[{ net => Cidr::V4, Optional[port] => Cidr::Port }],
  Tuple[Cidr::V4, Cidr::Port],
]
