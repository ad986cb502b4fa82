[Notify, File] { testing: }
