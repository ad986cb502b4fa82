# a Struct written without braces around its keys, with Optional keys and a trailing comma
type Svcunit::Entry = Struct[
  Optional['Description'] => String[1],
  Optional['After']       => Variant[Array[String[1], 1], String[1]],
  'Exec'                  => String[1],
]
