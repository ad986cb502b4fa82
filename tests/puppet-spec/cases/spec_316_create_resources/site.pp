          define foocreateresource($one = 'xx') {
            notify { $name: message => "aaa${one}bbb" }
          }

          create_resources('foocreateresource', {'blah'=>{ one => undef}})
