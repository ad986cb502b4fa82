type Php::InstallOptions = Optional[
  Array[
    Variant[
      String,
      Hash[String, String]
    ]
  ]
]
