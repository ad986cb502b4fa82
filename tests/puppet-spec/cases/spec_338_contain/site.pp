      class contained {
        notify { "contained": }
      }

      class container {
        contain ::contained
      }

      include container
