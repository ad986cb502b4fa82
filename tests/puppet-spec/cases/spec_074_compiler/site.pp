          define foo(Sensitive[String] $password) {
            notify{ "${title}": message => "${password}" }
          }
          foo { ['testA', 'testB']: password =>Sensitive('some password') }
