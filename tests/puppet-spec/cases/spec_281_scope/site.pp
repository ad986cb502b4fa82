            node default {
              $var = "node_msg"
              include foo
            }
            class foo {
              $var = "foo_msg"
              include bar
            }
            class bar {
              notify { 'something': message => inline_template("<%= scope.lookupvar('var') %>"), }
            }
