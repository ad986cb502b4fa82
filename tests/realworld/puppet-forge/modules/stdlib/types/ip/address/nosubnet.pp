# Validate an IP address without subnet
type Stdlib::IP::Address::Nosubnet = Variant[
  Stdlib::IP::Address::V4::Nosubnet,
  Stdlib::IP::Address::V6::Nosubnet,
]
