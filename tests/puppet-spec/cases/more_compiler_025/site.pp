            if true {
              class foo {
              }
              notify { decoy: }
            }
