      type UnprivilegedPort = Integer[1024,65537]
      assert_type(UnprivilegedPort, 345)
      notice('ok')
