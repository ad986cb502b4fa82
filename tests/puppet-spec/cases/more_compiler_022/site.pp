              class { 'foo::test': }
              class foo::test {
              	include ::bar::baz
              }
              class bar::baz {
              	notify { 'good!': }
              }
              class foo::bar::baz {
              	notify { 'bad!': }
              }
