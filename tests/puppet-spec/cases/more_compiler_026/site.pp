            if false {
              class foo {
              }
              notify { decoy: }
            }
