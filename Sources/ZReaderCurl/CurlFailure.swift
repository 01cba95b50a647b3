import CCurl
import ZReaderDomain

/// libcurl's result codes in words a user can act on: never a raw number in the status line.
enum CurlFailure {
    static func loadFailure(for code: CURLcode, maximumBytes: Int) -> LoadFailure {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT:
            return .offline
        case CURLE_OPERATION_TIMEDOUT:
            return .timeout
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .connection("连接中断")
        case CURLE_GOT_NOTHING:
            return .badData("服务器响应不完整")
        case CURLE_WEIRD_SERVER_REPLY:
            return .badData("服务器响应无法识别")
        case CURLE_BAD_CONTENT_ENCODING:
            return .badData("压缩数据损坏")
        case CURLE_FILESIZE_EXCEEDED:
            return .tooLarge(maximumBytes)
        case CURLE_PEER_FAILED_VERIFICATION:
            return .connection("服务器证书无法验证")
        case CURLE_SSL_CACERT_BADFILE:
            return .connection("无法读取系统的根证书")
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_USE_SSL_FAILED,
            CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_ENGINE_INITFAILED,
            CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR,
            CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT:
            return .connection("TLS 握手失败")
        case CURLE_UNSUPPORTED_PROTOCOL:
            return .badData("无效的地址（只支持 http 和 https）")
        case CURLE_URL_MALFORMAT:
            return .badData("无效的地址")
        case CURLE_OUT_OF_MEMORY:
            return .connection("内存不足")
        default:
            return .connection("网络错误")
        }
    }
}
