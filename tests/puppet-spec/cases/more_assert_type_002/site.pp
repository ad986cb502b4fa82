      type UnprivilegedPort = Integer[1024,65537]
      assert_type(UnprivilegedPort, 5432)
      notice('ok')
