              class { 'foo::test': }
              class foo::test {
              	class {'::bar::baz':}
              }
              class bar::baz {
              	notify { 'good!': }
              }
              class foo::bar::baz {
              	notify { 'bad!': }
              }
